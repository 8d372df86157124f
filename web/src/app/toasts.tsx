import { ToastContainer } from 'react-toastify';

/** spec-1 §9: top-right, 5 s, pause on hover and focus loss, drag to dismiss at 80 %, Alt+T focuses. */
export function Toasts() {
  return (
    <ToastContainer
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
