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
import type { LiveRuntime } from '../live/loadLive';
import { useFlash } from '../ui/useFlash';
import { useMatchOdds } from './detailData';
import { OddsChart } from './OddsChart';

/** Bookmaker filter values (PRODUCT §2): '' all, then 3, 8, 1, 12, 42, 14. */
type BookmakerFilter = '' | (typeof BOOKMAKERS)[number]['id'];

function Triple({ values, against }: { values: OddsTriple | null; against: OddsTriple | null }) {
  if (!values) return <td colSpan={3}>—</td>;
  return (
    <>
      {values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: three fixed positions
        <td key={index} className={against ? `odds-${oddsColour(against[index], value)}` : undefined}>
          {value}
        </td>
      ))}
    </>
  );
}

function OddsRowLines({ company, threeWay }: { company: CompanyOdds; threeWay: boolean }) {
  const row = oddsRow(company.row);
  const flash = useFlash(company.row.join());
  const rate = threeWay && row.bottom ? returnRate(...row.bottom) : null;
  return (
    <tbody className={flash ? 'flash' : undefined} data-company={company.companyId}>
      <tr>
        <th scope="row" rowSpan={2}>
          {company.companyName}
        </th>
        <td className="muted">{'①'}</td>
        <Triple values={row.top} against={null} />
        <td rowSpan={2}>{rate?.text ?? '—'}</td>
      </tr>
      <tr>
        <td className="muted">{'②'}</td>
        <Triple values={row.bottom} against={row.top} />
      </tr>
    </tbody>
  );
}

export function OddsTab({ matchId, runtime }: { matchId: number; runtime: LiveRuntime | null }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<OddsPeriod>(ODDS_PERIOD.FULL);
  const [market, setMarket] = useState<OddsMarket>('winDrawLoss');
  const [bookmaker, setBookmaker] = useState<BookmakerFilter>('');
  const { odds, stale } = useMatchOdds(matchId, runtime);
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
      {rows.length > 0 && (
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
            <OddsRowLines key={company.companyId} company={company} threeWay={threeWay} />
          ))}
        </table>
      )}
      <p className="muted small">{t('detail:odds.legend')}</p>
      {chartCompanies.length > 0 && (
        <OddsChart matchId={matchId} type={type} companyIds={chartCompanies} headings={headings} />
      )}
    </div>
  );
}
