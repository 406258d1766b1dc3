/**
 * Why an upload did not go through (the catalogue's message, in the console's language), with the server's reason when there is one.
 * The live region stays in the page so that a screen reader announces the message when it appears.
 */
export function UploadProblem({ problem, detail, className }: { problem: string | null; detail?: string | null; className?: string }) {
  return (
    <div role="alert" className={className}>
      {problem && (
        <p className="adm-error">
          {problem}
          {detail && <span className="adm-error__detail"> ({detail})</span>}
        </p>
      )}
    </div>
  )
}
