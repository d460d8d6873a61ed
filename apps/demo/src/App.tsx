/**
 * Pipeline proof until the shell lands: a themed component from @chorus/ui and
 * data served by the embedded mock API.
 */
import { Button, themeClassNames } from '@chorus/ui';
import { useEffect, useState } from 'react';

interface QuickPanelItem {
  id: string;
  title: string;
  detail: string;
}

export function App() {
  const [events, setEvents] = useState<QuickPanelItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.documentElement.classList.add(themeClassNames.default);
    document.getElementById('splash')?.remove();
    fetch('/api/quick-panel/data')
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(response.statusText))))
      .then((data: { events: QuickPanelItem[] }) => setEvents(data.events))
      .catch((reason: Error) => setError(reason.message));
  }, []);
  return (
    <main style={{ padding: 24 }}>
      <h1>Chorus</h1>
      <p>Better virtual meetings. Hear every voice.</p>
      {error && <p role="alert">{error}</p>}
      <ul aria-label="Events">
        {events?.map((event) => (
          <li key={event.id}>
            {event.title} — {event.detail}
          </li>
        ))}
      </ul>
      <Button onClick={() => setEvents([])}>Clear events</Button>
    </main>
  );
}
