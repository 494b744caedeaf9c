import { Link, Route, Switch, useLocation } from 'wouter';

import { machines } from '@/app/machines';
import SupportReplayRoute from '@/app/routes/SupportReplayRoute';
import { supportCopy } from '@/screens/support/copy';
import { DiagramsPage } from '@/screens/support/DiagramsPage';

const t = supportCopy.console;
const PAGES = [
  { path: '/', name: t.replay },
  { path: '/diagrams', name: t.diagrams },
] as const;

/** The support console: replay by support code or file (its home page), and the machines' diagrams. */
export function ConsoleApp() {
  const [path] = useLocation();
  return (
    <>
      <header className="console-header">
        <p className="console-title">{t.title}</p>
        <nav aria-label={t.nav}>
          <ul className="console-nav">
            {PAGES.map((page) => (
              <li key={page.path}>
                <Link href={page.path} aria-current={path === page.path ? 'page' : undefined}>
                  {page.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="console-main">
        <Switch>
          <Route path="/diagrams">{() => <DiagramsPage machines={machines} />}</Route>
          <Route component={SupportReplayRoute} />
        </Switch>
      </main>
    </>
  );
}
