// The follow-up digest's HTML part. Imported lazily by its builder (like render.server.ts's
// templates): react-email loads with the first digest of the day, not at boot.

import { render } from "@react-email/render";
import { FollowUpDigestEmail, type FollowUpDigestProps } from "./follow-up-digest-email";

export const renderFollowUpDigest = (props: FollowUpDigestProps): Promise<string> => render(<FollowUpDigestEmail {...props} />);
