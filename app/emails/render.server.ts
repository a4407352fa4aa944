// The one door to the e-mail templates, imported by the *.server.ts builders. react-email and the
// templates load on the first e-mail a process writes, not at boot: they held about 20 MB of a
// fresh server's memory, and most requests never send an e-mail.

import type * as TemplatesModule from "./templates.server";

type Templates = typeof TemplatesModule;
type RenderName = { [K in keyof Templates]: K extends `render${string}` ? K : never }[keyof Templates];

let templates: Promise<Templates> | undefined;

function lazy<K extends RenderName>(name: K): Templates[K] {
  const renderLater = async (props: Parameters<Templates[K]>[0]) => {
    templates ??= import("./templates.server");
    const render = (await templates)[name] as (props: Parameters<Templates[K]>[0]) => Promise<string>;
    return render(props);
  };
  return renderLater as Templates[K];
}

export const renderOrderAcknowledgement = lazy("renderOrderAcknowledgement");
export const renderOrderNotification = lazy("renderOrderNotification");
export const renderOrderStatus = lazy("renderOrderStatus");
export const renderClientCancelNotice = lazy("renderClientCancelNotice");
export const renderQuoteAcceptedNotice = lazy("renderQuoteAcceptedNotice");
export const renderClientCancelAcknowledgement = lazy("renderClientCancelAcknowledgement");
export const renderOrderDocument = lazy("renderOrderDocument");
export const renderOrderDocuments = lazy("renderOrderDocuments");
export const renderContactNotification = lazy("renderContactNotification");
export const renderContactAcknowledgement = lazy("renderContactAcknowledgement");
export const renderSignInAttempts = lazy("renderSignInAttempts");
export const renderSignUpAttempt = lazy("renderSignUpAttempt");
export const renderPasswordReset = lazy("renderPasswordReset");
export const renderVerification = lazy("renderVerification");
export const renderEmailChanged = lazy("renderEmailChanged");
export const renderRequestReply = lazy("renderRequestReply");
export const renderRequestAnswerNotice = lazy("renderRequestAnswerNotice");
export const renderClientNewLink = lazy("renderClientNewLink");
