import { SearchView } from '../features/search/SearchView';

export const SearchPage = () => <SearchView />;
