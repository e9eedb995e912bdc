import type { User } from '@pitchside/shared';
import { apiCall } from '../../api/client';

/** The signed-in user of the token the request layer sends (PRODUCT §4: the check at start, and after sign-in). */
export const getUser = (): Promise<User> => apiCall('GET /userapi/getUser');

export const logOut = (): Promise<null> => apiCall('POST /userapi/logout');
