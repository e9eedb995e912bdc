import { SOUND_FILTERS, type SoundFilterValue } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../render/renderEnv';
import { SpoilerFreeSwitch } from '../live/SpoilerFree';
import { Switch } from '../ui/Switch';
import { unlockSound } from './goalSounds';

export interface DetailSwitchesProps {
  /** The goal sound is football's: a basketball score changes every minute. */
  football: boolean;
  /** Whether a stream plays: without one there is no picture to hold the score to, and no switch. */
  video: boolean;
  syncOn: boolean;
  onSync(on: boolean): void;
  holdMs: number;
  soundOn: boolean;
  onSoundOn(on: boolean): void;
  sound: SoundFilterValue;
  onSound(value: SoundFilterValue): void;
}

/**
 * Stream sync (while a stream plays), spoiler-free mode and the goal sound with its filter (PRODUCT §2
 * sound filter). Each is disabled until a drawn page has hydrated: a change made before then would be
 * undone by hydration.
 */
export function DetailSwitches({
  football,
  video,
  syncOn,
  onSync,
  holdMs,
  soundOn,
  onSoundOn,
  sound,
  onSound,
}: DetailSwitchesProps) {
  const { t } = useTranslation();
  return (
    <div className="detail-switches">
      {video && (
        <Switch checked={syncOn} onChange={onSync} label={t('detail:sync.switch')} testId="stream-sync" />
      )}
      {video && syncOn && holdMs > 0 && (
        <span className="muted small">{t('detail:sync.held', { seconds: (holdMs / 1000).toFixed(1) })}</span>
      )}
      <SpoilerFreeSwitch />
      {football && <GoalSound soundOn={soundOn} onSoundOn={onSoundOn} sound={sound} onSound={onSound} />}
    </div>
  );
}

function GoalSound({
  soundOn,
  onSoundOn,
  sound,
  onSound,
}: Pick<DetailSwitchesProps, 'soundOn' | 'onSoundOn' | 'sound' | 'onSound'>) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <>
      <Switch
        checked={soundOn}
        onChange={(on) => {
          if (on) unlockSound();
          onSoundOn(on);
        }}
        label={t('detail:sound.switch')}
      />
      <label>
        <span className="visually-hidden">{t('detail:sound.choice')}</span>
        <select
          value={String(sound)}
          disabled={!soundOn || !hydrated}
          onChange={(event) => {
            const value = event.target.value;
            onSound(value === '' ? '' : (Number(value) as SoundFilterValue));
          }}
        >
          {SOUND_FILTERS.map((filter) => (
            <option key={filter.key} value={String(filter.value)}>
              {t(`detail:sound.${filter.key}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
