import { fitStep, wordStep } from './teamNameFit';

/**
 * A team's name in a box of any width: the full name in up to two lines where it fits, the name fans
 * shorten it to (Gladbach, Wolves, 国安) where it does not. Both are in the page and the stylesheet
 * picks one by the box's width (styles.css, "Team names"), so what renders does not depend on
 * measuring; the full name stays in the title. A word wider than its box is set smaller rather than
 * broken (`data-word`, styles.css).
 */
export function FittedTeamName({ name, short = '' }: { name: string; short?: string | undefined }) {
  const abbreviated = short && short !== name ? short : '';
  if (!abbreviated) {
    return (
      <span className="team-name">
        <span className="team-name-full" data-word={wordStep(name) || undefined}>
          {name}
        </span>
      </span>
    );
  }
  return (
    <span className="team-name" data-fit={fitStep(name)} title={name}>
      <span className="team-name-full" data-word={wordStep(name) || undefined}>
        {name}
      </span>
      <span className="team-name-short" data-word={wordStep(abbreviated) || undefined}>
        {abbreviated}
      </span>
    </span>
  );
}
