/** What the shell hands every page: the route's validated parameters. */
export interface PageProps {
  params: Readonly<Record<string, string>>;
}
