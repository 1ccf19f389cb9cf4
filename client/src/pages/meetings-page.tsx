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
      {() => <>Scheduling meetings is not available in this version of Specwright yet.</>}
    </AreaPage>
  );
}
