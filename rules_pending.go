package sudoku

// Rules whose search is being written: Check refuses them, so that no
// engine ignores them. Each entry leaves this file when its engine lands.

// pending returns the error for the first rule of rs that no engine
// searches yet.
func (rs *Rules) pending() error {
	for i, cg := range rs.Cages {
		if cg.AllowRepeats {
			return invalid("cage", i, cg.Cells, "cages with repeats are not supported yet")
		}
	}
	for i, o := range rs.Outside {
		name, _ := kindName(outsideRuleName[:], o.Kind)
		return invalid(name, i, o.Cells, "not supported yet")
	}
	return nil
}
