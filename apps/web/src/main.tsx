import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/lora/latin-600.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import { PAGE_DATA_ID } from './ssr/page-data';
import { installImageFallback } from './lib/image-fallback';

installImageFallback();

/**
 * The app's first module, kept small: the styles and the decision of when the app's code loads.
 * A server-rendered public page is readable and its links work without JavaScript, so its code
 * (React, the router, the query cache: about 150 KB gzip) is fetched after the page's load
 * event: on a phone's slow connection the banner, the pictures and the fonts get the bandwidth
 * first and the page paints sooner; the app then hydrates the HTML. Pages the server did not
 * render (member area, forms, back office) load the app at once.
 */
const loadApp = () => void import('./start').then(({ start }) => start());

if (document.getElementById(PAGE_DATA_ID) && document.readyState !== 'complete') {
  addEventListener('load', loadApp, { once: true });
} else {
  loadApp();
}
