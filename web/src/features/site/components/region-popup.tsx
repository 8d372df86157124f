import { Button } from '../../../components/ui/button';
import { GlobeIcon, MapPinIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import styles from './region-popup.module.css';

interface RegionPopupProps {
  onIndian: () => void;
  onInternational: () => void;
}

/** Asks whether the visitor studies in India (stay) or elsewhere (the international site). */
export function RegionPopup({ onIndian, onInternational }: RegionPopupProps) {
  return (
    <Modal title="Where are you studying?" onClose={onIndian} showClose={false}>
      <p className={styles.text}>Tell us where you are so we can show you the right programme.</p>
      <div className={styles.choices}>
        <Button variant="primary" block onClick={onIndian}>
          <MapPinIcon size={18} /> Indian Student
        </Button>
        <Button variant="secondary" block onClick={onInternational}>
          <GlobeIcon size={18} /> International Student
        </Button>
      </div>
    </Modal>
  );
}
