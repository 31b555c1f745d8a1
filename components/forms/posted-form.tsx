import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'form'>, 'method' | 'encType' | 'noValidate'> & { action: string };

/**
 * A form the browser can post by itself (without JavaScript, or on a tap before the script has run)
 * to the address its script sends to: always a POST of multipart form data, never a GET that would put
 * the answers in the address, and checked by the form's own rules and words rather than the browser's.
 */
export function PostedForm(props: Props) {
  return <form method="post" encType="multipart/form-data" noValidate {...props} />;
}
