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
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
