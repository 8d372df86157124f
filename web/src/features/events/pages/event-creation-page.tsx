import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { EventForm } from '../components/event-form';

/** /dashboard/admin/event-creation: Add Event (spec-2 §2). */
export function EventCreationPage() {
  return (
    <Page
      title="Add Event"
      description="Publish an event: it appears on the Events page with a registration form made of the fields you choose."
    >
      <Card>
        <EventForm />
      </Card>
    </Page>
  );
}
