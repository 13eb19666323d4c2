import { useEffect, useId, useRef, useState } from 'react';

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
  const regionId = `qr-${useId().replace(/:/g, '')}`;
  const [problem, setProblem] = useState('');
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
        if (!stopped) setProblem(`The camera could not be opened (${err instanceof Error ? err.message : String(err)}). Paste the ticket code instead.`);
      }
    })();
    return () => {
      stopped = true;
      if (scanner?.isScanning) void scanner.stop().then(() => scanner?.clear());
    };
  }, [regionId]);

  return (
    <div className="checkin-scanner">
      <div id={regionId} aria-label="Camera view for QR tickets" role="img" />
      {problem && (
        <p role="alert" className="checkin-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
