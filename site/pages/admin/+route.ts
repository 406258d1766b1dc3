// /admin/login, /admin/dashboard, /admin/posts/<id> ...: react-router-dom takes over below /admin (every console screen has its address;
// shared/admin/shell/console-paths.ts lists the console's addresses).
export default '/admin/*'
