import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../render/renderEnv';
import { BULLET_DENSITIES, type BulletDensity } from '../../chat/bulletLayout';
import { changeBulletSettings, MIN_BULLET_OPACITY, useBulletSettings } from '../../chat/bulletSettings';
import { Switch } from '../../ui/Switch';

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
      <Switch
        checked={settings.on}
        onChange={(on) => changeBulletSettings({ on })}
        label={t('detail:bullets.switch')}
        testId="bullet-switch"
      />
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
