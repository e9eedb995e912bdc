// The accessibility audit of the browser tests: axe's WCAG 2.1 A and AA rules and its best practice
// (landmarks, names, labels, contrast, language), as one line per violation and the places it is at.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Every rule still runs on every element; only the violations' nodes are collected in full (axe's
    // `resultTypes`): the passing nodes, most of a page, are not written out and sent back.
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself. The default mode runs the rules in the page too, then opens a blank
    // page in the test's context, injects axe there a second time and finishes the run in it: about half
    // of an audit's time on a phone's page, for the same rules and the same results (the site has no
    // frame from another origin, the case that mode is for). Compared on the home, list, search, match
    // and odds pages with violations planted: the same violations, passes and inapplicable rules.
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
