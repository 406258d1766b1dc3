// /admin/login, /admin/dashboard, /admin/posts/<id> ...: react-router-dom takes over below /admin (SPEC §2, issue 15;
// shared/admin/shell/console-paths.ts lists the console's addresses).
export default '/admin/*'
