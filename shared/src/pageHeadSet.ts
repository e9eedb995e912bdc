// The shape of one language's page heads (pageHeads.ts).
import type { HeadKey } from './routes';

export type PageHead = { title: string; keywords: string; description: string };
export type PageHeadSet = Record<HeadKey, PageHead>;
