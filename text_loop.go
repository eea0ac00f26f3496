package sudoku

// loopText explains a unique loop, as rectangleText a unique rectangle.
func (s Step) loopText() string {
	loop := s.cells(RolePivot)
	ab := joinDigits(s.digits(RolePivot))
	text := "the loop " + joinCells(loop) + " must not end up holding only " + ab +
		", which could then alternate either way round it and give a second solution"
	switch s.Technique {
	case UniqueLoop1:
		return text + ", so the cell with other digits holds neither"
	case UniqueLoop2:
		return text + ", so one of the cells with one more digit holds it, " +
			"and the cells that see them all lose it"
	case UniqueLoop3:
		if h, ok := s.firstHouse(RoleBase); ok {
			return text + ", so at most one of the cells with more digits holds " +
				joinOr(s.digits(RoleBase)) + "; in " + houseName(h) + " those digits can only go " +
				"in those cells and " + joinCells(s.cells(RoleBase)) + holdRest(s.cells(RoleBase))
		}
		return text + ", so the cells with more digits hold one of those, and " +
			"they form a naked subset with " + joinCells(s.cells(RoleBase))
	case UniqueLoop4:
		if h, ok := s.firstHouse(RoleBase); ok {
			return text + ", and " + digitName(s.firstHouseDigit()) + " can only go in " +
				"two of its cells in " + houseName(h) + ", so those cells cannot hold the other digit"
		}
	}
	return text
}

// holdRest ends the text of a hidden subset of unique rectangle or loop
// type 3, whose other cells are cells.
func holdRest(cells []int) string {
	if len(cells) == 1 {
		return ", which must hold one of them"
	}
	return ", which must hold the others"
}
