import {
  BOOKMAKERS,
  type CompanyOdds,
  ODDS_MARKETS,
  ODDS_PERIOD,
  type OddsMarket,
  type OddsPeriod,
  type OddsTriple,
  oddsColour,
  oddsRow,
  oddsTypeFor,
  returnRate,
} from '@pitchside/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../render/renderEnv';
import type { LiveRuntime } from '../../live/loadLive';
import { SpoilerScore } from '../../live/SpoilerFree';
import { useScoreHidden } from '../../live/spoilerFree';
import { useFlash } from '../../ui/useFlash';
import { useMatchOdds } from '../detailData';
import { useHeldValue } from '../video/streamSync';
import { OddsChart } from './OddsChart';

/** Bookmaker filter values (PRODUCT §2): '' all, then 3, 8, 1, 12, 42, 14. */
type BookmakerFilter = '' | (typeof BOOKMAKERS)[number]['id'];

/** The home side's handicap with its sign (+0.5 receives half a goal, -0.25 gives a quarter). */
const lineText = (value: number) => (value > 0 ? `+${value}` : String(value));

function Triple({
  values,
  against,
  signedLine,
}: {
  values: OddsTriple | null;
  against: OddsTriple | null;
  signedLine: boolean;
}) {
  if (!values) return <td colSpan={3}>—</td>;
  return (
    <>
      {values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: three fixed positions
        <td key={index} className={against ? `odds-${oddsColour(against[index], value)}` : undefined}>
          {signedLine && index === 1 ? lineText(value) : value}
        </td>
      ))}
    </>
  );
}

/**
 * One bookmaker: ① the opening price, ② the price now. A market that is not open has no price now:
 * ② says it is suspended or closed (docs/API.md "Odds") instead of falling back to the pre-match group.
 */
function OddsRowLines({
  company,
  threeWay,
  signedLine,
}: {
  company: CompanyOdds;
  threeWay: boolean;
  signedLine: boolean;
}) {
  const { t } = useTranslation();
  const row = oddsRow(company.row);
  const flash = useFlash(`${company.state}${company.row.join()}`);
  const open = company.state === 'open';
  const rate = open && threeWay && row.bottom ? returnRate(...row.bottom) : null;
  return (
    <tbody
      className={flash ? 'flash' : undefined}
      data-company={company.companyId}
      data-state={company.state}
    >
      <tr>
        <th scope="row" rowSpan={2}>
          {company.companyName}
        </th>
        <td className="muted">{'①'}</td>
        <Triple values={row.top} against={null} signedLine={signedLine} />
        <td rowSpan={2}>{rate?.text ?? '—'}</td>
      </tr>
      <tr>
        <td className="muted">{'②'}</td>
        {open ? (
          <Triple values={row.bottom} against={row.top} signedLine={signedLine} />
        ) : (
          <td colSpan={3} className={`odds-shut odds-${company.state}`}>
            {t(`detail:oddsState.${company.state}`)}
          </td>
        )}
      </tr>
    </tbody>
  );
}

/**
 * The odds of every market and bookmaker with their movement chart. With the score held to the
 * picture, the odds wait as long (`holdMs`): a price moves with a goal, so showing it sooner would
 * give the goal away. In spoiler-free mode, once the match is under way, they stay covered until tapped.
 */
export function OddsTab({
  matchId,
  runtime,
  holdMs = 0,
  spoiler = false,
}: {
  matchId: number;
  runtime: LiveRuntime | null;
  holdMs?: number;
  /** The match is under way or over: its odds tell the score. */
  spoiler?: boolean;
}) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<OddsPeriod>(ODDS_PERIOD.FULL);
  const [market, setMarket] = useState<OddsMarket>('winDrawLoss');
  const [bookmaker, setBookmaker] = useState<BookmakerFilter>('');
  // The company is chosen once a drawn page has hydrated: a choice before then would be undone.
  const hydrated = useHydrated();
  const pushed = useMatchOdds(matchId, runtime);
  const odds = useHeldValue(pushed.odds, holdMs);
  const stale = pushed.stale;
  const hidden = useScoreHidden(matchId) && spoiler;
  const type = oddsTypeFor(market, period);
  const rows = Object.values(odds?.[String(type)] ?? {})
    .filter((company) => bookmaker === '' || company.companyId === bookmaker)
    .sort(
      (a, b) =>
        BOOKMAKERS.findIndex((x) => x.id === a.companyId) - BOOKMAKERS.findIndex((x) => x.id === b.companyId),
    );
  const threeWay = market === 'winDrawLoss';
  const headings = t(`detail:odds.columns.${market}`, { returnObjects: true }) as unknown as string[];
  const chartCompanies = bookmaker === '' ? rows.slice(0, 3).map((row) => row.companyId) : [bookmaker];

  return (
    <div className="odds-tab" data-odds-type={type}>
      <div className="odds-filters">
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('detail:odds.period')}</legend>
          {[ODDS_PERIOD.FULL, ODDS_PERIOD.HALF].map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={period === value}
              onClick={() => setPeriod(value)}
            >
              {t(value === ODDS_PERIOD.FULL ? 'detail:odds.full' : 'detail:odds.half')}
            </button>
          ))}
        </fieldset>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('detail:odds.market')}</legend>
          {ODDS_MARKETS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={market === value}
              onClick={() => setMarket(value)}
            >
              {t(`detail:odds.markets.${value}`)}
            </button>
          ))}
        </fieldset>
        <label>
          {t('detail:odds.bookmaker')}{' '}
          <select
            value={String(bookmaker)}
            disabled={!hydrated}
            onChange={(event) =>
              setBookmaker(event.target.value === '' ? '' : (Number(event.target.value) as BookmakerFilter))
            }
          >
            <option value="">{t('detail:odds.allBookmakers')}</option>
            {BOOKMAKERS.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {stale && (
        <p className="live-status stale" role="status">
          {t('live.connection.stale')}
        </p>
      )}
      {!odds && <p className="muted">{t('common.loading')}</p>}
      {odds && rows.length === 0 && <p className="muted">{t('detail:odds.none')}</p>}
      {hidden && rows.length > 0 && (
        <p>
          <SpoilerScore matchId={matchId}>{null}</SpoilerScore>
        </p>
      )}
      {!hidden && rows.length > 0 && (
        <table className="odds-table">
          <caption className="visually-hidden">{t(`detail:odds.markets.${market}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('detail:odds.bookmaker')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('detail:odds.when')}</span>
              </th>
              {headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
              <th scope="col">{t('detail:odds.returnRate')}</th>
            </tr>
          </thead>
          {rows.map((company) => (
            <OddsRowLines
              key={company.companyId}
              company={company}
              threeWay={threeWay}
              signedLine={market === 'spread'}
            />
          ))}
        </table>
      )}
      <p className="muted small">{t('detail:odds.legend')}</p>
      {rows.some((company) => company.state !== 'open') && (
        <p className="muted small">{t('detail:oddsState.note')}</p>
      )}
      {!hidden && chartCompanies.length > 0 && (
        <OddsChart
          matchId={matchId}
          type={type}
          companyIds={chartCompanies}
          headings={headings}
          holdMs={holdMs}
        />
      )}
    </div>
  );
}
