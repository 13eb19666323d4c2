import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './door/door-strings';

interface Props {
  /** Called with each decoded code; the scanner keeps running for the next person. */
  onCode: (code: string) => void;
}

/** How long the same code is ignored after a read, so one ticket held up is sent once. */
const SAME_CODE_PAUSE_MS = 4000;

/**
 * The camera scanner of QR tickets. html5-qrcode (and its decoder) is imported only when this
 * component mounts, i.e. when the coordinator opens the scanner; the page itself stays light.
 */
export default function QrScanner({ onCode }: Props) {
  const { t } = useTranslation();
  const regionId = `qr-${useId().replace(/:/g, '')}`;
  // The camera's failure is kept as its reason, read in the page's language when shown.
  const [problem, setProblem] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let stopped = false;
    let scanner: import('html5-qrcode').Html5Qrcode | undefined;
    let last = { code: '', at: 0 };
    void (async () => {
      try {
        const { Html5Qrcode, Html5QrcodeSupportedFormats } = await import('html5-qrcode');
        if (stopped) return;
        scanner = new Html5Qrcode(regionId, { formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE], verbose: false });
        await scanner.start(
          { facingMode: 'environment' },
          { fps: 10, qrbox: (w, h) => ({ width: Math.floor(Math.min(w, h) * 0.7), height: Math.floor(Math.min(w, h) * 0.7) }) },
          (text) => {
            const now = Date.now();
            if (text === last.code && now - last.at < SAME_CODE_PAUSE_MS) return;
            last = { code: text, at: now };
            onCodeRef.current(text);
          },
          () => undefined, // no code in this frame: keep looking
        );
        if (stopped) await scanner.stop();
      } catch (err) {
        if (!stopped) setProblem(err instanceof Error ? err.message : String(err));
      }
    })();
    return () => {
      stopped = true;
      if (scanner?.isScanning) void scanner.stop().then(() => scanner?.clear());
    };
  }, [regionId]);

  return (
    <div className="checkin-scanner">
      <div id={regionId} aria-label={t('door.page.cameraView')} role="img" />
      {problem !== null && (
        <p role="alert" className="checkin-problem">
          {t('door.page.cameraProblem', { reason: problem })}
        </p>
      )}
    </div>
  );
}
