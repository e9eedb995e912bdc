import { ComingPage } from '../features/placeholder/ComingPage';

export const AboutPage = () => <ComingPage page="about" />;
export const ProtocolPage = () => <ComingPage page="protocol" />;
export const ProductOrderPage = () => <ComingPage page="productOrder" />;
export const ProductStewardPage = () => <ComingPage page="productSteward" />;
