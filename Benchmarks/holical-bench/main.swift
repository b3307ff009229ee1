print("holical-bench")
