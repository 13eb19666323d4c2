// react-toastify with its stylesheet, loaded on demand by lib/toast.tsx (not with the page).
import 'react-toastify/dist/ReactToastify.css';

export { toast, ToastContainer } from 'react-toastify';
