export default function Head() {
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="robots" content="noindex, nofollow" />
    </>
  )
}
