// Each function renders one e-mail's HTML part from plain data (react-email's render, async).
// Loaded through render.server.ts on the first e-mail, never at boot nor in a browser bundle.

import { render } from "@react-email/render";
import type { ReactElement } from "react";
import { SignInAttemptsEmail, SignUpAttemptEmail, type SignInAttemptsProps, type SignUpAttemptProps } from "./account-alert-emails";
import {
  EmailChangedEmail,
  PasswordResetEmail,
  VerificationEmail,
  type EmailChangedProps,
  type PasswordResetProps,
  type VerificationProps,
} from "./account-emails";
import { ClientNewLinkEmail, type ClientNewLinkProps } from "./client-link-email";
import { OrderDocumentsEmail, type OrderDocumentsEmailProps } from "./documents-email";
import { ContactAcknowledgementEmail, ContactNotificationEmail, type ContactAcknowledgementProps, type ContactNotificationProps } from "./contact-emails";
import {
  ClientCancelAcknowledgementEmail,
  ClientCancelNoticeEmail,
  QuoteAcceptedNoticeEmail,
  OrderAcknowledgementEmail,
  OrderDocumentEmail,
  OrderNotificationEmail,
  OrderStatusEmail,
  type ClientCancelAcknowledgementProps,
  type ClientCancelNoticeProps,
  type QuoteAcceptedNoticeProps,
  type OrderAcknowledgementProps,
  type OrderDocumentProps,
  type OrderNotificationProps,
  type OrderStatusProps,
} from "./order-emails";
import { RequestAnswerNoticeEmail, RequestReplyEmail, type RequestAnswerNoticeProps, type RequestReplyProps } from "./request-emails";

function renderEmail(element: ReactElement): Promise<string> {
  return render(element);
}

export const renderOrderAcknowledgement = (props: OrderAcknowledgementProps) => renderEmail(<OrderAcknowledgementEmail {...props} />);
export const renderOrderNotification = (props: OrderNotificationProps) => renderEmail(<OrderNotificationEmail {...props} />);
export const renderOrderStatus = (props: OrderStatusProps) => renderEmail(<OrderStatusEmail {...props} />);
export const renderClientCancelNotice = (props: ClientCancelNoticeProps) => renderEmail(<ClientCancelNoticeEmail {...props} />);
export const renderQuoteAcceptedNotice = (props: QuoteAcceptedNoticeProps) => renderEmail(<QuoteAcceptedNoticeEmail {...props} />);
export const renderClientCancelAcknowledgement = (props: ClientCancelAcknowledgementProps) => renderEmail(<ClientCancelAcknowledgementEmail {...props} />);
export const renderOrderDocument = (props: OrderDocumentProps) => renderEmail(<OrderDocumentEmail {...props} />);
export const renderOrderDocuments = (props: OrderDocumentsEmailProps) => renderEmail(<OrderDocumentsEmail {...props} />);
export const renderContactNotification = (props: ContactNotificationProps) => renderEmail(<ContactNotificationEmail {...props} />);
export const renderContactAcknowledgement = (props: ContactAcknowledgementProps) => renderEmail(<ContactAcknowledgementEmail {...props} />);
export const renderSignInAttempts = (props: SignInAttemptsProps) => renderEmail(<SignInAttemptsEmail {...props} />);
export const renderSignUpAttempt = (props: SignUpAttemptProps) => renderEmail(<SignUpAttemptEmail {...props} />);
export const renderPasswordReset = (props: PasswordResetProps) => renderEmail(<PasswordResetEmail {...props} />);
export const renderVerification = (props: VerificationProps) => renderEmail(<VerificationEmail {...props} />);
export const renderEmailChanged = (props: EmailChangedProps) => renderEmail(<EmailChangedEmail {...props} />);
export const renderRequestReply = (props: RequestReplyProps) => renderEmail(<RequestReplyEmail {...props} />);
export const renderRequestAnswerNotice = (props: RequestAnswerNoticeProps) => renderEmail(<RequestAnswerNoticeEmail {...props} />);
export const renderClientNewLink = (props: ClientNewLinkProps) => renderEmail(<ClientNewLinkEmail {...props} />);
