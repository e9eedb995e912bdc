import { FeedView } from '../features/user/FeedView';
import { ProfileView } from '../features/user/ProfileView';

export const UserPage = () => <ProfileView />;
export const UserFeedPage = () => <FeedView />;
