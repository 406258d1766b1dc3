export default function Page() {
  return <h1>FAQ</h1>
}
