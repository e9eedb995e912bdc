import { ComingPage } from '../features/placeholder/ComingPage';

export const UserPage = () => <ComingPage page="user" />;
export const UserFeedPage = () => <ComingPage page="userFeed" />;
