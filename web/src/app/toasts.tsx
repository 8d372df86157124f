import { ToastContainer } from 'react-toastify';
import styles from './toasts.module.css';

/**
 * spec-1 §9: top-right, 5 s, pause on hover and focus loss, drag to dismiss at 80 %, Alt+T focuses.
 * On a phone, below the top bar rather than over it (toasts.module.css).
 */
export function Toasts() {
  return (
    <ToastContainer
      className={styles.container}
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      closeOnClick={false}
      newestOnTop
    />
  );
}
