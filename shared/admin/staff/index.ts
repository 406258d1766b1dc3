// What the shell uses of Staff: the screens a person sees before the console (an invitation, a first password) and
// the top bar's own-account button.
export { ChoosePasswordScreen } from './choose-password-screen.tsx'
export { INVITE_PATH, InviteScreen } from './invite-screen.tsx'
export { YourAccountButton } from './your-account.tsx'
