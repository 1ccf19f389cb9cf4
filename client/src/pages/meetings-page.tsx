import { CalendarDays } from "lucide-react";
import { AreaPage } from "@/components/area-page";

export function MeetingsPage() {
  return (
    <AreaPage
      title="Meetings"
      subtitle="Upcoming Meetings"
      icon={CalendarDays}
      emptyTitle="No upcoming meetings"
      needsProject={false}
    >
      {() => (
        <>You have no meetings scheduled. Meetings you schedule for your projects will be listed here.</>
      )}
    </AreaPage>
  );
}
