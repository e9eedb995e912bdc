import type { User } from '@pitchside/shared';
import { apiGet, apiPost } from '../../api/client';

/** The signed-in user of the token the request layer sends (PRODUCT §4: the check at start, and after sign-in). */
export const getUser = (): Promise<User> => apiGet<User>('/userapi/getUser');

export const logOut = (): Promise<null> => apiPost<null>('/userapi/logout', {});
