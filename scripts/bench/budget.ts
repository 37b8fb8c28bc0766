// Bench: one budget, as the report prints it and as the exit code counts it.
export interface Budget {
  name: string
  limit: string
  actual: string
  pass: boolean
}
