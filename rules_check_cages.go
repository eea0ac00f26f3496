package sudoku

// Check for cages with AllowRepeats, which are sums rather than houses.

// checkRepeatCage checks cage i, which has AllowRepeats: one to 81
// cells, and a total that digits 1-9 can make over them.
func checkRepeatCage(i int, cg Cage) error {
	if err := checkCells("cage", i, cg.Cells, 1, 81); err != nil {
		return err
	}
	n := len(cg.Cells)
	if cg.Sum < n || cg.Sum > 9*n {
		return invalid("cage", i, cg.Cells, "total %d cannot be made: want %d to %d", cg.Sum, n, 9*n)
	}
	return nil
}
