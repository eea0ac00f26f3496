package sudoku

// Rules whose search is being written: Check refuses them, so that no
// engine ignores them. Each entry leaves this file when its engine lands.

// pending returns the error for the first rule of rs that no engine
// searches yet.
func (rs *Rules) pending() error {
	for i, l := range rs.Lines {
		name, _ := kindName(lineRuleName[:], l.Kind)
		return invalid(name, i, l.Cells, "not supported yet")
	}
	if len(rs.Clones) > 0 {
		return invalid("clone", 0, nil, "not supported yet")
	}
	return nil
}
