import { copy } from '@/copy';
import { PageHeading } from '@/ui/PageHeading';

/** The statement-lookup entry page; its form arrives with the statement-lookup issue. */
export default function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <PageHeading id="home-title">{copy.home.heading}</PageHeading>
    </section>
  );
}
