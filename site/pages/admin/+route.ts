// /admin/login, /admin/dashboard: react-router-dom takes over below /admin (SPEC §2).
export default '/admin/*'
