import { PASSWORD_COMMON_MESSAGE, registerSchema } from "../../../domain/api/auth";
import { isCommonPassword } from "../../auth/common-passwords";
import { passwordWeakness } from "../../auth/password-strength";

/**
 * Registration as the server validates it: the shared rules, then the common-password list and the strength
 * estimate (server only), whose first finding is the password's one message.
 */
export const registerBodySchema = registerSchema.superRefine((input, ctx) => {
  const message = isCommonPassword(input.password)
    ? PASSWORD_COMMON_MESSAGE
    : passwordWeakness(input.password, [input.username, input.name]);
  if (message) ctx.addIssue({ code: "custom", path: ["password"], message });
});
