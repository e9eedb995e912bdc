import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../render/renderEnv';
import { BULLET_DENSITIES, type BulletDensity } from '../chat/bulletLayout';
import { changeBulletSettings, MIN_BULLET_OPACITY, useBulletSettings } from '../chat/bulletSettings';

/**
 * The bullet comments' switch and settings, under the video rather than on it, so nothing covers
 * the picture or the player's buttons. Kept in this browser (bulletSettings.ts). Disabled until a drawn
 * page has hydrated: a change made before then would be undone by hydration.
 */
export function BulletControls() {
  const { t } = useTranslation();
  const settings = useBulletSettings();
  const hydrated = useHydrated();
  const percent = Math.round(settings.opacity * 100);
  return (
    <div className="bullet-controls">
      <label className="switch">
        <input
          type="checkbox"
          checked={settings.on}
          disabled={!hydrated}
          onChange={(event) => changeBulletSettings({ on: event.target.checked })}
          data-testid="bullet-switch"
        />
        <span>{t('detail:bullets.switch')}</span>
      </label>
      <details className="bullet-settings">
        <summary>{t('detail:bullets.settings')}</summary>
        <div className="bullet-settings-body">
          <label>
            {t('detail:bullets.density')}{' '}
            <select
              value={settings.density}
              disabled={!hydrated}
              onChange={(event) => changeBulletSettings({ density: event.target.value as BulletDensity })}
            >
              {BULLET_DENSITIES.map((density) => (
                <option key={density} value={density}>
                  {t(`detail:bullets.${density}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('detail:bullets.opacity')}{' '}
            <input
              type="range"
              min={MIN_BULLET_OPACITY * 100}
              max={100}
              step={10}
              value={percent}
              disabled={!hydrated}
              onChange={(event) => changeBulletSettings({ opacity: Number(event.target.value) / 100 })}
            />{' '}
            <output>{percent}%</output>
          </label>
        </div>
      </details>
    </div>
  );
}
