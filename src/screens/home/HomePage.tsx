import { copy } from '../../copy';

/** The statement-lookup entry page; its form arrives with the statement-lookup issue. */
export default function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{copy.home.heading}</h1>
    </section>
  );
}
