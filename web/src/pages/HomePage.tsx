export { default as HomePage } from '../features/home/HomePage';
