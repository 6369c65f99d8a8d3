/** MCP tool names of the API's operations: the endpoint id in snake case ("crime_statistics"). */
export function toolName(operation: { id: string }): string {
  return operation.id.replaceAll('-', '_');
}
