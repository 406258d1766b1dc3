export default { prerender: false }
