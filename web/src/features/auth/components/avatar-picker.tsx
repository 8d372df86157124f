import { AVATAR_CHOICES } from '@atelier/contract/auth-values';
import { avatarUrl } from '../../../lib/avatars';
import styles from './avatar-picker.module.css';

interface AvatarPickerProps {
  value: string;
  onChange: (avatar: string) => void;
  disabled?: boolean;
}

/** The ten avatars a user may choose, as a radio group ('Avatar 1' … 'Avatar 10'). */
export function AvatarPicker({ value, onChange, disabled = false }: AvatarPickerProps) {
  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend className={styles.legend}>Avatar</legend>
      <div className={styles.grid}>
        {AVATAR_CHOICES.map((avatar, index) => {
          const id = `avatar-choice-${index + 1}`;
          return (
            <div key={avatar} className={styles.option}>
              <input
                type="radio"
                id={id}
                name="avatar"
                value={avatar}
                checked={value === avatar}
                onChange={() => onChange(avatar)}
              />
              <label htmlFor={id} title={`Avatar ${index + 1}`}>
                <img
                  src={avatarUrl(avatar)}
                  alt={`Avatar ${index + 1}`}
                  width={56}
                  height={56}
                  loading="lazy"
                />
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
