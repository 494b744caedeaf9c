import { RESET_PARAM, resetDemo } from './reset';

/** Reloads the page so every screen starts again from the seed data. */
function reloadPage(): void {
  window.location.reload();
}

/**
 * Says plainly that this is a demo (no real payments) and offers the reset. Dark text on a pale
 * yellow (#1b1f24 on #fff4c2: contrast about 15:1); a real button, reachable by keyboard.
 */
export default function DemoBanner({ onReset = reloadPage }: { onReset?: () => void }) {
  return (
    <section aria-label="Demo" className="demo-banner" style={bannerStyle}>
      <p style={{ margin: 0 }}>
        <strong>Demo</strong> — sample data only; no real payments are made. (Add <code>?{RESET_PARAM}</code> to any
        address to reset too.)
      </p>
      <button type="button" style={buttonStyle} onClick={() => void resetDemo().then(onReset)}>
        Reset demo data
      </button>
    </section>
  );
}

const bannerStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.75rem',
  padding: '0.4rem 1rem',
  background: '#fff4c2',
  color: '#1b1f24',
  borderBottom: '2px solid #8a6d00',
  fontSize: '0.9rem',
} as const;

const buttonStyle = {
  minHeight: 44,
  padding: '0.3rem 0.9rem',
  font: 'inherit',
  fontWeight: 600,
  color: '#1b1f24',
  background: '#ffffff',
  border: '2px solid #1b1f24',
  borderRadius: 6,
  cursor: 'pointer',
} as const;
