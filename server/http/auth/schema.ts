import { PASSWORD_COMMON_MESSAGE, registerSchema } from "../../../domain/api/auth";
import { isCommonPassword } from "../../auth/common-passwords";

/** Registration as the server validates it: the shared rules, then the common-password list (server only). */
export const registerBodySchema = registerSchema.refine((input) => !isCommonPassword(input.password), {
  path: ["password"],
  message: PASSWORD_COMMON_MESSAGE,
});
